import type { Firestore } from 'firebase-admin/firestore';
import type { HomeView, KnownBlock } from '@slack/web-api';
import { tokyoDay } from '@madoguchi/shared/contracts';
import { inquiryLink, statusLabels } from '../../inquiries/inquiryNotices';
import type { InquiryStatus } from '../../inquiries/inquiryStatus';
import { storedInquiry } from '../../inquiries/storedInquiry';
import { appPath, appUrl } from '../../platform/appUrl';
import { actions, divider, note, plain, section } from '../blockKit';
import type { SlackMember, SlackPerson } from '../slackPeople';
import { slackLine, slackLink } from '../slackText';
import { askButton } from './askButton';

// The app's Home tab for an employee: their inquiries still open in each help desk they belong to,
// newest activity first, each linked to its page, and a way to ask a new question.

const OPEN_STATUSES: InquiryStatus[] = ['new', 'in_progress', 'waiting'];
const SHOWN = 10;

async function openInquiries(db: Firestore, member: SlackMember): Promise<KnownBlock[]> {
  const { tenantId } = member.connection;
  const found = await db
    .collection(`tenants/${tenantId}/inquiries`)
    .where('requesterUid', '==', member.uid)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('lastMessageAt', 'desc')
    .limit(SHOWN)
    .get();
  const lines = found.docs.map((inquiry) => {
    const { lastMessageAt: last, number, title, status } = storedInquiry(inquiry);
    return `• ${slackLink(appUrl(inquiryLink(tenantId, inquiry.id)), `#${number} ${title}`)}  ${statusLabels[status]}${last ? `（${tokyoDay(last)} 更新）` : ''}`;
  });
  return [
    section(`*${slackLine(member.tenantName)}* の未解決の問い合わせ`),
    section(lines.length ? lines.join('\n') : '未解決の問い合わせはありません。'),
    note(slackLink(appUrl(appPath('tenants', tenantId, 'inquiries')), 'すべての問い合わせを窓口で見る')),
  ];
}

export async function homeView(db: Firestore, person: SlackPerson, notRegistered: string | null): Promise<HomeView> {
  const intro: KnownBlock[] = [
    { type: 'header', text: plain('窓口', 150) },
    section('困ったことはここから問い合わせできます。メッセージの「…」から *窓口に問い合わせ* を選ぶか、このアプリにダイレクトメッセージを送ってください。`/madoguchi 検索語` でよくある質問を探せます。'),
  ];
  if (notRegistered !== null) return { type: 'home', blocks: [...intro, divider(), section(notRegistered)] };
  const desks = await Promise.all(person.members.map((member) => openInquiries(db, member)));
  return { type: 'home', blocks: [...intro, actions('ask', [askButton({})]), ...desks.flatMap((blocks) => [divider(), ...blocks])] };
}
