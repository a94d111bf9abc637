import { SLACK_REFUSAL_WINDOW_MS } from '@madoguchi/shared/contracts';
import { REFUSAL_WINDOW_MS, REFUSAL_WRITE_GAP_MS, signedTrafficHealth, teamNamedIn, type TrafficStore } from '../src/slack/signedTraffic';

// Counting refused Slack requests against the team their unverified body names: cheap and bounded
// whatever a stranger sends, and cleared by the next signed request.

it("counts over the window the screens show (the light part keeps its own copy of the number)", () => {
  expect(REFUSAL_WINDOW_MS).toBe(SLACK_REFUSAL_WINDOW_MS);
});

describe('teamNamedIn', () => {
  it("reads the team of each door's body as Slack sends it", () => {
    expect(teamNamedIn(JSON.stringify({ type: 'event_callback', team_id: 'T0ABC123', event: {} }))).toBe('T0ABC123');
    expect(teamNamedIn(new URLSearchParams({ payload: JSON.stringify({ type: 'block_actions', team: { id: 'T0ABC123' } }) }).toString())).toBe('T0ABC123');
    expect(teamNamedIn(new URLSearchParams({ payload: JSON.stringify({ type: 'view_submission', team: null, user: { team_id: 'E0GRID01' } }) }).toString())).toBe('E0GRID01');
    expect(teamNamedIn(new URLSearchParams({ command: '/madoguchi', team_id: 'T0ABC123' }).toString())).toBe('T0ABC123');
  });

  it('names no team for anything else: no team, no Slack id, unreadable or oversized bodies', () => {
    for (const raw of [
      '',
      '{"type":"url_verification"}',
      '{"team_id":"../../tenants/x"}',
      '{"team_id":["T0ABC123"]}',
      'team_id=t0lower',
      'payload=%7Bbroken',
      '{broken',
      JSON.stringify({ team_id: 'T0ABC123', pad: 'x'.repeat(300 * 1024) }),
    ]) {
      expect([raw.slice(0, 40), teamNamedIn(raw)]).toEqual([raw.slice(0, 40), null]);
    }
  });
});

describe('signedTrafficHealth', () => {
  let clock = 0;
  let writes: { teamId: string; kind: string; count: number }[];
  let clears: string[];
  const store: TrafficStore = {
    addRefusals: async (teamId, kind, count) => void writes.push({ teamId, kind, count }),
    clearRefusals: async (teamId) => void clears.push(teamId),
  };
  const health = () => signedTrafficHealth(async () => store, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
    writes = [];
    clears = [];
  });

  it('writes the first refusal at once, then adds refusals up and writes them at most once a minute per team', async () => {
    const traffic = health();
    for (let i = 0; i < 500; i += 1) await traffic.refused('T0ABC123', 'signature');
    expect(writes).toEqual([{ teamId: 'T0ABC123', kind: 'signature', count: 1 }]);
    clock += REFUSAL_WRITE_GAP_MS - 1;
    await traffic.refused('T0ABC123', 'signature');
    expect(writes).toHaveLength(1);
    clock += 1;
    await traffic.refused('T0ABC123', 'noSecret');
    expect(writes).toEqual([
      { teamId: 'T0ABC123', kind: 'signature', count: 1 },
      { teamId: 'T0ABC123', kind: 'noSecret', count: 501 },
    ]);
    // Another team is counted on its own.
    await traffic.refused('T0OTHER1', 'signature');
    expect(writes.at(-1)).toEqual({ teamId: 'T0OTHER1', kind: 'signature', count: 1 });
  });

  it('counts nothing without a team, and stops counting new teams past a thousand at once', async () => {
    const traffic = health();
    await traffic.refused(null, 'signature');
    for (let i = 0; i < 1200; i += 1) await traffic.refused(`T${String(i).padStart(6, '0')}`, 'signature');
    expect(writes).toHaveLength(1000);
    // A minute on, the quiet teams are let go and new ones are counted again.
    clock += REFUSAL_WRITE_GAP_MS;
    await traffic.refused('T0LATER01', 'signature');
    expect(writes).toHaveLength(1001);
  });

  it('clears the team on a signed request, dropping refusals not yet written', async () => {
    const traffic = health();
    await traffic.refused('T0ABC123', 'signature');
    await traffic.refused('T0ABC123', 'signature');
    await traffic.accepted('T0ABC123');
    await traffic.accepted(null);
    expect(clears).toEqual(['T0ABC123']);
    clock += REFUSAL_WRITE_GAP_MS;
    await traffic.refused('T0ABC123', 'signature');
    expect(writes.at(-1)).toEqual({ teamId: 'T0ABC123', kind: 'signature', count: 1 });
  });
});
