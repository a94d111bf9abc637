import { mutation } from './call';

export const createInquiry = mutation('createInquiry');
export const postInquiryMessage = mutation('postInquiryMessage');
export const changeInquiryStatus = mutation('changeInquiryStatus');
export const assignInquiry = mutation('assignInquiry');
export const rateInquiry = mutation('rateInquiry');
export const markInquiryFixed = mutation('markInquiryFixed');
