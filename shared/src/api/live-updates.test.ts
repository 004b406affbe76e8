import { parseEventStream, reconnectDelayMs, TAGS_OF_KIND } from './live-updates';

describe('parseEventStream', () => {
  it('reads whole events, skips comments, and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEventStream(
      'retry: 3000\n: connected\n\nid: 7\nevent: change\ndata: {"kinds":["inbox","balance"]}\n\n: heartbeat\n\nid: 8\nevent: ch',
    );
    expect(events).toEqual([{ id: 7, kinds: ['inbox', 'balance'] }]);
    expect(rest).toBe('id: 8\nevent: ch');
    expect(parseEventStream(`${rest}ange\ndata: {"kinds":["plans"]}\n\n`).events).toEqual([{ id: 8, kinds: ['plans'] }]);
  });

  it('drops what it cannot read and kinds it does not know', () => {
    expect(parseEventStream('id: x\ndata: {"kinds":[]}\n\nid: 3\ndata: not json\n\nid: 4\ndata: {"kinds":["inbox","nonsense"]}\n\n').events).toEqual([
      { id: 4, kinds: ['inbox'] },
    ]);
  });
});

describe('reconnectDelayMs', () => {
  it('starts near a second, doubles, and stops growing at 30 s', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1000);
    expect(reconnectDelayMs(2, 0.5)).toBe(4000);
    expect(reconnectDelayMs(20, 0.5)).toBe(30_000);
    expect(reconnectDelayMs(0, 0)).toBe(750);
  });
});

describe('TAGS_OF_KIND', () => {
  it('refreshes the history and plans on a balance change, and the admin queues on queue news', () => {
    expect(TAGS_OF_KIND.balance).toEqual(expect.arrayContaining(['Transaction', 'UserPlan']));
    expect(TAGS_OF_KIND.queue).toEqual(expect.arrayContaining(['Transaction', 'Users', 'Invoice']));
  });
});
