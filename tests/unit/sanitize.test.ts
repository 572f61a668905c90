import { isUsableImageSource, sanitizeArticleHtml } from '@/pages/gxq/news/detail/sanitize';

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

  it('judges sources as a browser would show them', () => {
    expect(isUsableImageSource('http://a.cn/x.jpg')).toBe(true);
    expect(isUsableImageSource(' null ')).toBe(false);
    expect(isUsableImageSource('picture.png')).toBe(false);
  });
});
