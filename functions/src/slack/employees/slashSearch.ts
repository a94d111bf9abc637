import type { Firestore } from 'firebase-admin/firestore';
import type { KnownBlock } from '@slack/web-api';
import { actions, divider, note, section } from '../blockKit';
import { slackPerson, strangerAnswer } from '../slackPeople';
import { escapeSlack, oneLine, slackLine } from '../slackText';
import { askButton } from './askButton';
import { faqBlocks, searchFaqs } from './faqSuggestions';

// `/madoguchi 検索語`: the FAQ search, answered to the person alone (ephemeral), the top entries of
// each help desk they belong to, with 「問い合わせを作成」 when the FAQ does not answer.

export const SLASH_COMMAND = '/madoguchi';

export interface SlashAnswer {
  response_type: 'ephemeral';
  text: string;
  blocks?: KnownBlock[];
}

const USAGE = '使い方: `/madoguchi 検索語` でよくある質問を検索します（例: `/madoguchi 有給休暇`）。結果はあなたにだけ表示されます。';

export async function slashSearch(db: Firestore, teamId: string, slackUserId: string, text: string): Promise<SlashAnswer> {
  const query = oneLine(text).slice(0, 200);
  const person = await slackPerson(db, teamId, slackUserId);
  if (!person.members.length) return { response_type: 'ephemeral', text: strangerAnswer(person) };
  if (!query) return { response_type: 'ephemeral', text: USAGE };
  const desks = await Promise.all(
    person.members.map(async (member) => {
      const { entries, partly } = await searchFaqs(db, member, query);
      const where = person.members.length > 1 ? `（${slackLine(member.tenantName)}）` : '';
      const missed = `「${escapeSlack(query)}」に一致するよくある質問は見つかりませんでした${where}。`;
      const heading = partly ? `${missed}\n*もしかして*（キーワードの一部だけが一致したよくある質問）` : entries.length ? `*「${escapeSlack(query)}」のよくある質問${where}*` : missed;
      return [section(heading), ...faqBlocks(entries, { solvedButton: false })];
    }),
  );
  const blocks = [...desks.flatMap((blocks, index) => (index ? [divider(), ...blocks] : blocks)), note('解決しない場合は、窓口に問い合わせできます。'), actions('ask', [askButton({ text: query })])];
  return { response_type: 'ephemeral', text: `「${escapeSlack(query)}」の検索結果`, blocks };
}
