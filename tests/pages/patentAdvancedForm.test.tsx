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

describe('the advanced form’s 优先权号, 优先权日, 代理人 and 申请人省市', () => {
  it('says a priority number’s right check character at 优先权号 PR and sends nothing', () => {
    const { onSearch, button } = setup();
    const priority = screen.getByLabelText('优先权号 PR');
    fireEvent.change(priority, { target: { value: '202010555743.5' } });
    expect(priority).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
    expect(button).toBeDisabled();
    fireEvent.submit(priority.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
    expect(priority).toHaveFocus();
    fireEvent.change(priority, { target: { value: '2020 1055 5743' } });
    fireEvent.click(button);
    expect(onSearch).toHaveBeenLastCalledWith('PR=(202010555743)');
  });

  it('asks for a place named in Chinese at 申请人省市 AR', () => {
    const { onSearch, button, expression } = setup();
    const region = screen.getByLabelText('申请人省市 AR');
    fireEvent.change(region, { target: { value: 'Xian' } });
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('请填写省、自治区、直辖市或城市的中文名称，如 陕西、西安市'),
    ).toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.submit(region.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
    expect(region).toHaveFocus();
    fireEvent.change(region, { target: { value: '西安' } });
    fireEvent.change(screen.getByLabelText('代理人 AT'), { target: { value: '王雪' } });
    expect(expression.value).toBe('AR=(西安) AND AT=(王雪)');
    fireEvent.click(button);
    expect(onSearch).toHaveBeenLastCalledWith('AR=(西安) AND AT=(王雪)');
  });

  it('writes a priority date range', () => {
    const { expression } = setup();
    fireEvent.change(screen.getByLabelText('优先权日 PRD 起'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('优先权日 PRD 止'), { target: { value: '2020-12-31' } });
    expect(expression.value).toBe('PRD>=2020-01-01 AND PRD<=2020-12-31');
  });
});

describe('proximity in the advanced form', () => {
  it('keeps a pair typed in 名称 as one clause', () => {
    const { onSearch, button } = setup();
    fireEvent.change(screen.getByLabelText('名称 TI'), { target: { value: '电池 W/5 散热' } });
    fireEvent.click(button);
    expect(onSearch).toHaveBeenLastCalledWith('TI=(电池 W/5 散热)');
  });

  it('underlines a distance out of range in the expression', () => {
    const { onSearch, button } = setup();
    fireEvent.change(screen.getByLabelText('名称 TI'), { target: { value: '电池 W/0 散热' } });
    expect(screen.getByRole('alert')).toHaveTextContent('W/ 后应为 1 到 99 的整数，如 W/5');
    expect(screen.getByTestId('query-error-position')).toHaveAttribute('data-position', '7');
    expect(button).toBeDisabled();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
