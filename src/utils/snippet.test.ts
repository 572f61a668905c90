import { snippet } from './snippet';

describe('snippet', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(snippet('结构紧凑，散热效率提高约20%。', 40)).toBe('结构紧凑，散热效率提高约20%。');
  });

  it('cuts a long text to the given length and ends it with …', () => {
    const text =
      '该装置包括机架、导布辊、涂布头、轧辊组和收卷辊，浸渍槽内设有液位传感器，涂层均匀。';
    const out = snippet(text, 20);
    expect([...out]).toHaveLength(20);
    expect(out.endsWith('…')).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
  });

  it('does not leave a comma before the ellipsis', () => {
    expect(snippet('第一段说明文字，第二段说明文字', 9)).toBe('第一段说明文字…');
  });

  it('leaves out clauses that repeat what the card shows', () => {
    const text =
      '本发明公开了一种锂电池析锂检测方法，包括采集充电曲线；计算微分容量。申请号202010555743.0，检测准确。';
    expect(snippet(text, 80, ['一种锂电池析锂检测方法', '202010555743.0'])).toBe(
      '包括采集充电曲线；计算微分容量。检测准确。',
    );
  });

  it('ends a text whose last clause was left out with a full stop', () => {
    expect(snippet('效果良好，详见专利202010555743.0', 40, ['202010555743.0'])).toBe('效果良好。');
  });

  it('answers nothing for nothing', () => {
    expect(snippet(undefined, 10)).toBe('');
    expect(snippet('一种电机', 10, ['一种电机'])).toBe('');
  });
});
