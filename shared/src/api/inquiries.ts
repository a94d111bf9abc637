import type {
  AssignInquiryRequest,
  AssignInquiryResult,
  ChangeInquiryStatusRequest,
  ChangeInquiryStatusResult,
  CreateInquiryRequest,
  CreateInquiryResult,
  PostInquiryMessageRequest,
  PostInquiryMessageResult,
} from '../contracts/callables';
import { mutation } from './mutation';

export const createInquiry = mutation<CreateInquiryRequest, CreateInquiryResult>('createInquiry');
export const postInquiryMessage = mutation<PostInquiryMessageRequest, PostInquiryMessageResult>('postInquiryMessage');
export const changeInquiryStatus = mutation<ChangeInquiryStatusRequest, ChangeInquiryStatusResult>('changeInquiryStatus');
export const assignInquiry = mutation<AssignInquiryRequest, AssignInquiryResult>('assignInquiry');
