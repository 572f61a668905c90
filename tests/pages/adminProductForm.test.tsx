// 新建金融产品 (/admin/products?edit=new) as the zone's administrator fills it in: the real shell
// page and drawer (DrawerForm), signed in at the mock. What is typed must reach the rules and the
// backend in the backend's shapes: numbers as numbers, ticks as true or false, lines as lists; a
// number box keeps what is typed while it is not yet a number, and says so at the field.
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { callsTo, renderApp, signInAs, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const CREATE = '/admin/product/create';

// (Role queries over the shell are slow in jsdom: the drawer is found by its class, its controls
// by their labels and words.)
const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-section')!;

/** The drawer's field of this label (the list's filters beside it have labels of their own). */
const field = (label: string) => within(drawer()).getByLabelText(label);

const save = () =>
  act(async () =>
    fireEvent.click(
      within(drawer())
        .getByText(/^保\s*存$/)
        .closest('button')!,
    ),
  );

const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Opens the select of this label and picks its first choice, once the choices have loaded. */
async function chooseFirst(label: string) {
  fireEvent.mouseDown(field(label));
  const listed = () =>
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
  await waitFor(() => expect(listed().length).toBeGreaterThan(0));
  await act(async () => fireEvent.click(listed()[0]));
}

/** The message under a field, found from its box by aria-describedby. */
const messageOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

it('takes a new product as typed, refuses a number that is not one at its field, and sends numbers', async () => {
  signInAs('admin');
  renderApp('/admin/products?edit=new');
  await waitFor(() => expect(drawer()).toHaveTextContent('新建金融产品'), { timeout: 30_000 });
  // The institutions and the dictionary come from the backend: pick the first of each.
  for (const label of ['所属机构', '产品类型']) await chooseFirst(label);

  type('产品名称', '知识产权质押快贷（测试）');
  type('额度下限', '１００'); // full-width digits, as a Chinese input method types them
  type('额度上限', '5百万');
  type('最短期限', '6');
  type('最长期限', '36');
  type('最低年利率', '3.');
  type('最高年利率', '4.85');
  type('还款方式', '按月付息，到期还本');
  type('担保方式', '专利权质押');
  for (const label of ['适用对象', '申请材料', '产品特色'])
    type(label, '科技型中小企业\n高新技术企业');

  // Not a number: said at the field, kept as typed; a decimal being typed stays as it is.
  await waitFor(() => expect(messageOf('额度上限')).toContain('应为数字'));
  expect(field('额度上限')).toHaveValue('5百万');
  expect(field('额度上限')).toHaveAttribute('aria-invalid', 'true');
  expect(field('最低年利率')).toHaveValue('3.');
  expect(messageOf('最低年利率')).not.toContain('应为数字');

  fireEvent.click(field('首页推荐'));
  await save();
  await waitFor(() => expect(messageOf('额度上限')).toContain('应为数字'));
  expect(callsTo(CREATE)).toHaveLength(0);

  type('额度上限', '500');
  await waitFor(() => expect(messageOf('额度上限')).not.toContain('应为数字'));
  await save();
  await waitFor(() => expect(callsTo(CREATE)).toHaveLength(1));
  const [created] = callsTo(CREATE);
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({
    name: '知识产权质押快贷（测试）',
    amountMin: 100,
    amountMax: 500,
    termMonthsMin: 6,
    termMonthsMax: 36,
    rateMin: 3,
    rateMax: 4.85,
    borrowers: ['科技型中小企业', '高新技术企业'],
    featured: true,
    governmentSubsidy: false,
  });
});
