import { fireEvent, render, screen } from '@testing-library/react';
import { parsePatentQuery } from '@/contract/patentQuery';
import AdvancedForm from '@/pages/gxq/patent/search/AdvancedForm';

const MESSAGE = '申请号 202010555743.5 的校验位应为 0';

function setup() {
  const onSearch = jest.fn();
  render(<AdvancedForm onSearch={onSearch} />);
  const number = screen.getByLabelText('申请号 AN') as HTMLInputElement;
  const expression = screen.getByLabelText('检索式') as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: '按检索式检索' });
  return { onSearch, number, expression, button };
}

describe('the advanced form’s 申请号 AN field', () => {
  it('says the right check character at the field and sends nothing', () => {
    const { onSearch, number, expression, button } = setup();
    fireEvent.change(number, { target: { value: '202010555743.5' } });
    expect(expression.value).toBe('AN=(202010555743.5)');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    // Said once, at the field: the expression's alert does not repeat it.
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
    expect(screen.queryByText('检索式有误，未发送检索')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.submit(number.form!);
    expect(onSearch).not.toHaveBeenCalled();
    expect(number).toHaveFocus();
  });

  it('searches a number with the right check character, or without one', () => {
    const { onSearch, number, button } = setup();
    fireEvent.change(number, { target: { value: 'CN 202010555743.0' } });
    expect(screen.queryByText(/校验位应为/)).not.toBeInTheDocument();
    expect(number).not.toHaveAttribute('aria-invalid');
    fireEvent.click(button);
    expect(onSearch).toHaveBeenLastCalledWith('AN=(CN202010555743.0)');
    fireEvent.change(number, { target: { value: '202010555743' } });
    fireEvent.click(button);
    expect(onSearch).toHaveBeenLastCalledWith('AN=(202010555743)');
  });

  it('writes an IPC code typed with its space or in full width as one code', () => {
    const { onSearch, button } = setup();
    const ipc = screen.getByLabelText('IPC 分类号');
    fireEvent.change(ipc, { target: { value: 'Ｇ０６Ｆ　１６／３３' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(parsePatentQuery(onSearch.mock.calls[0][0])).toEqual({
      ok: true,
      ast: { type: 'term', field: 'IPC', value: 'G06F16/33', truncated: false },
    });
  });
});
