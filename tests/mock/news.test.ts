/**
 * @jest-environment node
 */
import { findNews, newsDetail } from '../../mock/_lib/handlers/content';
import { call } from './helpers';

describe('news detail neighbours', () => {
  it('links the previous (newer) and next (older) articles', () => {
    const list = call(findNews, { query: { size: '3' } }).body.data.content;
    const middle = call(newsDetail, { query: { id: list[1].id } }).body.data;
    expect(middle.previous).toEqual({ id: list[0].id, title: list[0].title });
    expect(middle.next).toEqual({ id: list[2].id, title: list[2].title });
    expect(call(newsDetail, { query: { id: list[0].id } }).body.data.previous).toBeNull();
    expect(call(newsDetail, { query: { id: 'news-nope' } }).body.success).toBe(false);
  });
});
