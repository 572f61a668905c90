import { act, fireEvent, render, screen } from '@testing-library/react';
import TextField from '@/components/LightForm/TextField';
import RadioField from '@/components/LightForm/RadioField';
import SelectField from '@/components/LightForm/SelectField';
import SwitchField from '@/components/LightForm/SwitchField';
import TagField, { addWords } from '@/components/LightForm/TagField';
import TextAreaField from '@/components/LightForm/TextAreaField';
import useLightForm from '@/components/LightForm/useLightForm';
import { draftValues } from '@/pages/gxq/operations/apply/useFormDraft';

type Values = {
  kind: string;
  words: string[];
  note: string;
  free: boolean;
  deal: string;
};

const INITIAL: Values = { kind: '', words: [], note: '', free: false, deal: 'a' };

function DemandForm({
  onSubmit,
  onValuesChange,
  initial = INITIAL,
}: {
  onSubmit: (values: Values) => void;
  onValuesChange?: (values: Values) => void;
  initial?: Values;
}) {
  // Rules listed bottom-up on purpose: the first field on the page is focused all the same.
  const form = useLightForm<Values>(
    initial,
    {
      note: [(value) => (value.trim().length < 5 ? '至少5个字' : undefined)],
      words: [(value) => (value.length ? undefined : '请填写关键词')],
      kind: [(value) => (value ? undefined : '请选择类别')],
    },
    { onValuesChange, requiredMark: true, required: ['kind', 'words'] },
  );
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <SelectField
        field={form.field('kind')}
        label="类别"
        placeholder="请选择"
        options={[
          { value: 'x', label: '发明' },
          { value: 'y', label: '实用新型' },
        ]}
      />
      <TagField field={form.field('words')} label="关键词" maxLength={20} />
      <TextAreaField field={form.field('note')} label="说明" maxLength={50} />
      <SwitchField
        field={{
          ...form.field('free'),
          onChange: (on) => form.setValues(on ? { free: on, note: '' } : { free: on }),
        }}
        label="面议"
      />
      <RadioField
        field={form.field('deal')}
        label="方式"
        options={[
          { value: 'a', label: '转让' },
          { value: 'b', label: '许可' },
        ]}
      />
      <button type="submit">提交</button>
    </form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
const keywords = () => screen.getByRole('textbox', { name: '关键词' });

describe('LightForm controls', () => {
  it('focuses the topmost failing field and names every message at its field', () => {
    const onSubmit = jest.fn();
    render(<DemandForm onSubmit={onSubmit} />);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const kind = screen.getByRole('combobox', { name: '类别' });
    expect(kind).toHaveFocus();
    expect(kind).toHaveAccessibleDescription('请选择类别');
    expect(kind).toBeRequired();
    expect(keywords()).toHaveAccessibleDescription('请填写关键词');
    expect(screen.getByRole('textbox', { name: '说明' })).toHaveAccessibleDescription('至少5个字');
  });

  it('marks required fields with an asterisk that every browser draws and no reader speaks', () => {
    render(<DemandForm onSubmit={jest.fn()} />);
    // A text node, not generated content: browsers that drop `content: '*' / ''` still show it.
    const labelOf = (name: string) =>
      document.querySelector(`label[for="${screen.getByRole('textbox', { name }).id}"]`);
    expect(labelOf('关键词')).toHaveTextContent(/^关键词$/);
    expect(labelOf('关键词')?.previousElementSibling).toHaveTextContent('*');
    expect(labelOf('说明')?.previousElementSibling).toBeNull();
    expect(screen.getByRole('textbox', { name: '关键词' })).toBeRequired();
  });

  it('makes words of what is typed: Enter, commas, pasting and leaving the box', () => {
    const onSubmit = jest.fn();
    render(<DemandForm onSubmit={onSubmit} />);
    fireEvent.change(keywords(), { target: { value: '固态电池' } });
    fireEvent.keyDown(keywords(), { key: 'Enter' });
    fireEvent.change(keywords(), { target: { value: '电解质，' } });
    fireEvent.paste(keywords(), { clipboardData: { getData: () => '隔膜、固态电池;正极' } });
    fireEvent.change(keywords(), { target: { value: '负极' } });
    fireEvent.blur(keywords());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '固态电池',
      '电解质',
      '隔膜',
      '正极',
      '负极',
    ]);
    expect(keywords()).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: '删除关键词“电解质”' }));
    fireEvent.keyDown(keywords(), { key: 'Backspace' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '固态电池',
      '隔膜',
      '正极',
    ]);
  });

  it('Enter in the empty word box submits the form; with a word it only adds the word', () => {
    const onSubmit = jest.fn();
    render(
      <DemandForm onSubmit={onSubmit} initial={{ ...INITIAL, kind: 'x', note: '足够长的说明' }} />,
    );
    fireEvent.change(keywords(), { target: { value: '电池' } });
    fireEvent.keyDown(keywords(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'x', words: ['电池'], note: '足够长的说明' }),
    );
  });

  it('a switch is a named switch; turning it on may clear other fields, each change reported', () => {
    const onValuesChange = jest.fn();
    render(
      <DemandForm
        onSubmit={jest.fn()}
        onValuesChange={onValuesChange}
        initial={{ ...INITIAL, note: '原来的说明' }}
      />,
    );
    const free = screen.getByRole('switch', { name: '面议' });
    expect(free).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(free);
    expect(free).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: '说明' })).toHaveValue('');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ free: true, note: '' }),
    );
  });

  it('radio buttons form a named group; a select shows an unknown value as not chosen', () => {
    render(<DemandForm onSubmit={jest.fn()} initial={{ ...INITIAL, kind: 'retired' }} />);
    expect(screen.getByRole('radiogroup', { name: '方式' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '许可' }));
    expect(screen.getByRole('radio', { name: '许可' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: '类别' })).toHaveDisplayValue('请选择');
  });

  it('counts characters as people do', () => {
    render(<DemandForm onSubmit={jest.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: '说明' }), {
      target: { value: '电池😀' },
    });
    expect(screen.getByText('3 / 50')).toBeInTheDocument();
  });
});

/** A one-field form whose send waits on the test. */
function SendForm({ send }: { send: (values: { name: string }) => Promise<void> }) {
  const form = useLightForm({ name: '' }, { name: [(v) => (v ? undefined : '请填写名称')] });
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <TextField field={form.field('name')} label="名称" />
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? '提交中' : '提交'}
      </button>
    </form>
  );
}

describe('LightForm submit state', () => {
  it('is submitting while the send runs, sends once however often Enter is pressed, then frees', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<SendForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '电池' } });
    const form = screen.getByRole('textbox', { name: '名称' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '提交中' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('addWords', () => {
  it('splits on commas, 、 and semicolons, trims, drops blanks and repeats', () => {
    expect(addWords(['电池'], ' 电解质 ,，隔膜;电池；')).toEqual(['电池', '电解质', '隔膜']);
  });
});

describe('draftValues', () => {
  const defaults = { title: '', price: '', negotiable: false, keywords: [] as string[] };
  it('keeps what fits each field, turns an old numeric price into text, drops the rest', () => {
    expect(
      draftValues(
        { title: '一种电池', price: 50, negotiable: 'yes', keywords: ['a', 1], extra: 'x' },
        defaults,
      ),
    ).toEqual({ title: '一种电池', price: '50' });
    expect(draftValues({ title: { evil: true }, keywords: ['电池'] }, defaults)).toEqual({
      keywords: ['电池'],
    });
  });
});
