import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const createInquiry = mutation('createInquiry');
export const postInquiryMessage = mutation('postInquiryMessage');
export const changeInquiryStatus = mutation('changeInquiryStatus');
export const assignInquiry = mutation('assignInquiry');
export const rateInquiry = mutation('rateInquiry');
export const markInquiryFixed = mutation('markInquiryFixed');
