import { isUsableImageSource, sanitizeArticleHtml } from '@/utils/sanitizeArticle';

describe('article HTML', () => {
  it('loses scripts, handlers and javascript: links; links open in a new tab', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()">正文<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="https://www.cnipa.gov.cn">国家知识产权局</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain(
      '<a href="https://www.cnipa.gov.cn" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('keeps images that can show, lazily, and drops those whose source is not a usable URL', () => {
    const html = sanitizeArticleHtml(
      [
        '<img src="https://img.example.cn/a.png" alt="现场">',
        '<img src="/ipr-front/news/b.png">',
        '<img src="">',
        '<img>',
        '<img src="undefined">',
        '<img src="data:image/png;base64,AAAA">',
        '<img src="file:///C:/x.png">',
        '<img src="//cdn.example.cn/c.png">',
      ].join(''),
    );
    const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      'https://img.example.cn/a.png',
      '/ipr-front/news/b.png',
      '//cdn.example.cn/c.png',
    ]);
    expect([...images].every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[1].getAttribute('alt')).toBe('');
  });

  it("continues the page's outline: the article's headings start at h2 and skip no level", () => {
    const html = sanitizeArticleHtml(
      '<h3 id="a">一、背景</h3><p>正文</p><h5>（一）细则</h5><h3>二、措施</h3><h1>误用的大标题</h1>',
    );
    const headings = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelectorAll('h1, h2, h3, h4, h5, h6');
    expect([...headings].map((heading) => `${heading.tagName}:${heading.textContent}`)).toEqual([
      'H3:一、背景',
      'H4:（一）细则',
      'H3:二、措施',
      'H2:误用的大标题',
    ]);
    expect(headings[0].id).toBe('a');
    const plain = sanitizeArticleHtml('<h3>一、背景</h3><h4>（一）细则</h4>');
    expect(plain).toBe('<h2>一、背景</h2><h3>（一）细则</h3>');
  });

  it('judges sources as a browser would show them', () => {
    expect(isUsableImageSource('http://a.cn/x.jpg')).toBe(true);
    expect(isUsableImageSource(' null ')).toBe(false);
    expect(isUsableImageSource('picture.png')).toBe(false);
  });
});
