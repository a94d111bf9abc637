import type { ActionsBlock, KnownBlock } from '@slack/web-api';
import { inquiryLink, statusLabels } from '../../inquiries/inquiryNotices';
import type { InquiryStatus } from '../../inquiries/inquiryStatus';
import { appUrl } from '../../platform/appUrl';
import { actions, button, option, plain, section } from '../blockKit';

// The buttons under an inquiry's post in the admins' channel. What they act on is found from the post
// itself (its channel and ts), never from a value in the payload.

export const ASSIGN_ACTION = 'madoguchi_assign_me';
export const STATUS_ACTION = 'madoguchi_set_status';
export const OPEN_ACTION = 'madoguchi_open';
export const BUTTONS_BLOCK = 'madoguchi_inquiry';

const STATUSES = Object.keys(statusLabels) as InquiryStatus[];

export function inquiryButtons(tenantId: string, inquiryId: string): ActionsBlock {
  return actions(BUTTONS_BLOCK, [
    button('担当する', ASSIGN_ACTION, { style: 'primary' }),
    { type: 'static_select', action_id: STATUS_ACTION, placeholder: plain('ステータス変更', 75), options: STATUSES.map((status) => option(statusLabels[status], status)) },
    button('窓口で開く', OPEN_ACTION, { url: appUrl(inquiryLink(tenantId, inquiryId)) }),
  ]);
}

/** The post's blocks: its text, then the buttons. */
export const parentBlocks = (text: string, tenantId: string, inquiryId: string): KnownBlock[] => [section(text), inquiryButtons(tenantId, inquiryId)];

export const isInquiryStatus = (value: unknown): value is InquiryStatus => typeof value === 'string' && (STATUSES as string[]).includes(value);
