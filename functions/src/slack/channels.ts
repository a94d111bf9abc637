import type { WebClient } from '@slack/web-api';

export interface ChannelInfo {
  id: string;
  name: string;
  isPrivate: boolean;
  isMember: boolean;
}

/** Up to this many channels are offered; workspaces with more are rare for a help desk's bot. */
const MAX_PAGES = 10;

/** The workspace's unarchived public channels and the private ones the bot is in. */
export async function listChannels(client: WebClient): Promise<ChannelInfo[]> {
  const channels: ChannelInfo[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await client.conversations.list({
      types: 'public_channel,private_channel',
      exclude_archived: true,
      limit: 200,
      ...(cursor && { cursor }),
    });
    for (const channel of result.channels ?? []) {
      if (!channel.id) continue;
      channels.push({ id: channel.id, name: channel.name ?? channel.id, isPrivate: channel.is_private === true, isMember: channel.is_member === true });
    }
    cursor = result.response_metadata?.next_cursor || undefined;
    if (!cursor) break;
  }
  return channels.sort((a, b) => a.name.localeCompare(b.name));
}
