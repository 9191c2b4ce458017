// The messageV2 inbox through the platform, in the role matrix: guest, trial, member, another
// member, agent, another merchant's member. 90 days shown, cursor paging, batch read and delete,
// replies to the person who wrote (never to the site); a batch or reply naming a message that is not yours is refused whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

const LOCAL = '127.0.0.1';
const DAY = 24 * 60 * 60 * 1000;
let t: TestPlatform;
const tokens: Record<string, string> = {};

async function tokenOf(username: string, password = 'Member@123', merchant = 'alpha'): Promise<string> {
  const login = await t.login(username, password, { ip: LOCAL, merchant });
  const token = login.body.value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username}@${merchant}: ${JSON.stringify(login.body)}`);
  return token;
}
const as = (who: string, merchant = 'alpha') => ({ token: tokens[who]!, ip: LOCAL, merchant });

TestDatabases.describeEach('messages', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
    tokens.member = await tokenOf('member01');
    tokens.other = await tokenOf('player21');
    tokens.agent = await tokenOf('agent01', 'Agent@123');
    tokens.trial = await tokenOf('trial01', 'Trial@123');
    tokens.beta = await tokenOf('member01', 'Member@123', 'beta');
    const member = await t.platform.stores.members.findByUsername('alpha', 'member01');
    const now = t.clock.now();
    for (let i = 0; i < 12; i += 1) {
      await t.platform.stores.messages.add({ merchant: 'alpha', memberId: member!.id, title: `Note ${i}`, content: `Body ${i}`, createdAt: now - i * 60_000 });
    }
    await t.platform.stores.messages.add({ merchant: 'alpha', memberId: member!.id, title: 'Too old', content: 'x', createdAt: now - 91 * DAY });
  }, 300_000);
  afterAll(async () => t?.close());

  const list = (who: string, query = '', merchant = 'alpha') => t.raw('GET', `/wps/member/messages${query}`, as(who, merchant));

  describe('messageV2 inbox', () => {
    it('pages the last 90 days newest first by cursor, with the unread count', async () => {
      const first = (await list('member', '?pageSize=5')).body.value;
      expect(first.list).toHaveLength(5);
      expect(first.list[0].title).toBe('Note 0');
      const seen: string[] = first.list.map((m: { title: string }) => m.title);
      let cursor = first.nextCursor as string | null;
      while (cursor) {
        const next = (await list('member', `?pageSize=5&cursor=${cursor}`)).body.value;
        seen.push(...next.list.map((m: { title: string }) => m.title));
        cursor = next.nextCursor;
      }
      expect(seen).not.toContain('Too old');
      expect(seen.filter((s) => s.startsWith('Note'))).toHaveLength(12);
      expect(new Set(seen).size).toBe(seen.length);
      const unread = (await t.raw('GET', '/wps/relay/CSP_unreadCount', as('member'))).body.value.count;
      expect(first.unread).toBe(unread);
    });

    it('marks a batch read and deletes a batch; the unread count follows', async () => {
      const page = (await list('member', '?pageSize=3')).body.value;
      const ids = page.list.map((m: { id: number }) => m.id);
      const read = await t.raw('POST', '/wps/member/messages/read', { ...as('member'), body: { ids } });
      expect(read.body.value.changed).toBe(3);
      expect(read.body.value.unread).toBe(page.unread - 3);
      const deleted = await t.raw('POST', '/wps/member/messages/delete', { ...as('member'), body: { ids: ids.slice(0, 2) } });
      expect(deleted.body.value.changed).toBe(2);
      const after = (await list('member', '?pageSize=50')).body.value.list.map((m: { id: number }) => m.id);
      expect(after).not.toContain(ids[0]);
      expect(after).toContain(ids[2]);
      const all = await t.raw('POST', '/wps/member/messages/read', { ...as('member'), body: { all: true } });
      expect(all.body.value.unread).toBe(0);
    });

    it('answers a person, not the site: the agent\'s message to the agent, the reply back to the member', async () => {
      const sent = await t.raw('POST', '/wps/agent/downline/message', { ...as('agent'), body: { username: 'member01', title: 'Weekend offer', content: 'Ask me about it' } });
      expect(sent.body.success).toBe(true);
      const fromAgent = (await list('member', '?pageSize=50')).body.value.list.find((m: { title: string }) => m.title === 'Weekend offer');
      expect(fromAgent).toMatchObject({ sender: 'agent01' });
      const reply = await t.raw('POST', '/wps/member/messages/reply', { ...as('member'), body: { id: fromAgent.id, content: '  Thanks, received.  ' } });
      expect(reply.body.success).toBe(true);
      const agentInbox = (await list('agent', '?pageSize=50')).body.value.list;
      const received = agentInbox.find((m: { id: number }) => m.id === reply.body.value.id);
      expect(received).toMatchObject({ content: 'Thanks, received.', sender: 'member01', read: false });
      // The agent answers the member's reply: it goes down to the member, not up to the agent's upline.
      const answer = await t.raw('POST', '/wps/member/messages/reply', { ...as('agent'), body: { id: received.id, content: 'See you Saturday' } });
      expect(answer.body.success).toBe(true);
      expect((await list('member', '?pageSize=50')).body.value.list.find((m: { id: number }) => m.id === answer.body.value.id)).toMatchObject({ sender: 'agent01', content: 'See you Saturday' });
      expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/reply', { ...as('member'), body: { id: fromAgent.id, content: '   ' } })).body, 'message.content.empty');
    });

    it('refuses a reply to the site\'s own messages, sending nothing', async () => {
      const site = (await list('member', '?pageSize=50')).body.value.list.find((m: { title: string; sender: string | null }) => m.title.startsWith('Note') && m.sender === null);
      expect(site.sender).toBeNull();
      const before = (await list('agent', '?pageSize=50')).body.value.list.length;
      expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/reply', { ...as('member'), body: { id: site.id, content: 'hello?' } })).body, 'message.reply.site');
      expect((await list('agent', '?pageSize=50')).body.value.list).toHaveLength(before);
    });

    it('refuses another member\'s, another merchant\'s and the agent\'s ids, changing nothing', async () => {
      const mine = (await list('member', '?pageSize=2')).body.value.list.map((m: { id: number }) => m.id);
      for (const who of ['other', 'agent']) {
        expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/read', { ...as(who), body: { ids: mine } })).body, 'message.not.found');
        expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/delete', { ...as(who), body: { ids: mine } })).body, 'message.not.found');
        expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/reply', { ...as(who), body: { id: mine[0], content: 'x' } })).body, 'message.not.found');
      }
      expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/delete', { ...as('beta', 'beta'), body: { ids: mine } })).body, 'message.not.found');
      // One foreign id in an otherwise valid batch: refused whole.
      const otherMember = (await list('other', '?pageSize=1')).body.value.list[0]?.id;
      if (otherMember) expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/delete', { ...as('member'), body: { ids: [mine[0], otherMember] } })).body, 'message.not.found');
      expect((await list('member', '?pageSize=50')).body.value.list.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining(mine));
    });

    it('refuses guests and the trial account, and bad paging input, with the envelope', async () => {
      for (const [method, path, body] of [['GET', '/wps/member/messages', undefined], ['POST', '/wps/member/messages/read', { all: true }], ['POST', '/wps/member/messages/delete', { ids: [1] }], ['POST', '/wps/member/messages/reply', { id: 1, content: 'x' }]] as const) {
        const guest = await t.raw(method, path, { ip: LOCAL, ...(body ? { body } : {}) });
        expect(guest.status).toBe(401);
        expectFailureEnvelope(guest.body);
        expectFailureEnvelope((await t.raw(method, path, { ...as('trial'), ...(body ? { body } : {}) })).body, 'in_need_true_account');
      }
      expectFailureEnvelope((await list('member', '?pageSize=500')).body, 'validation.failed');
      expectFailureEnvelope((await list('member', '?pageSize=0')).body, 'validation.failed');
      expectFailureEnvelope((await list('member', '?cursor=abc')).body, 'validation.failed');
      expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/delete', { ...as('member'), body: { ids: Array.from({ length: 101 }, (_, i) => i + 1) } })).body, 'validation.failed');
      expectFailureEnvelope((await t.raw('POST', '/wps/member/messages/read', { ...as('member'), body: {} })).body, 'validation.failed');
    });
  });
});
