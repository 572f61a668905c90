// What the news editor hands the form as the article's HTML.
import { articleHtml } from '@/pages/admin/news/edit/articleHtml';

describe('articleHtml', () => {
  it('is empty when nothing is written, whatever empty lines the editor keeps', () => {
    expect(articleHtml('<p><br></p>')).toBe('');
    expect(articleHtml('<p><br></p><div><br></div><p> </p>')).toBe('');
  });

  it('drops the empty lines after the last paragraph, list or picture, not those between', () => {
    expect(articleHtml('<h2>标题</h2><p><br></p><p>正文</p><ul><li>一</li></ul><p><br></p>')).toBe(
      '<h2>标题</h2><p><br></p><p>正文</p><ul><li>一</li></ul>',
    );
    expect(articleHtml('<p><img src="/a.png" alt="图"></p><p><br></p>')).toBe(
      '<p><img src="/a.png" alt="图"></p>',
    );
  });

  it('writes the blocks the editor makes as <div> as paragraphs, keeping what is in them', () => {
    expect(articleHtml('<p>一</p><div>二<b>粗</b></div>')).toBe('<p>一</p><p>二<b>粗</b></p>');
  });
});
