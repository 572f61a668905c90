// 附图 on the patent page (/gxq/patent/detail) as a visitor uses it: the real page, its drawings
// answered by the mock. The drawings the description cites, with the abstract's beside it; the
// viewer with its keys, zoom and reference signs; a drawing that fails; a design of one view.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWith, callsTo, renderApp, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const DRAWINGS = '/api/front/patent/drawings';

/** The drawings the backend answered the page with. */
function answered(): API.PatentDrawings {
  const reply = callsTo(DRAWINGS).at(-1)!.reply as { data: API.PatentDrawings };
  return reply.data;
}

const section = () =>
  screen.findByRole('region', { name: /^(附图|外观设计图片)$/ }, { timeout: 30_000 });

it('shows the drawings the description cites, the abstract’s beside it, and the document', async () => {
  renderApp('/gxq/patent/detail?id=pat-000001');
  const drawings = await section();
  const list = await within(drawings).findByRole('list', { name: '说明书附图' });
  const data = answered();
  // The captions are the description's own: 图1为本实用新型实施例提供的整体结构示意图.
  expect(
    screen.getByText(/^\[0007\] 图1为本实用新型实施例提供的整体结构示意图；$/),
  ).toBeInTheDocument();
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['图1 整体结构示意图', '图2 局部放大示意图']);
  expect(within(list).getAllByRole('img')[0]).toHaveAttribute('src', data.figures[0].url);
  // The abstract's drawing is 图1.
  const abstract = document.getElementById('abstract')!;
  expect(
    within(abstract).getByRole('button', { name: '查看摘要附图：图1 整体结构示意图' }),
  ).toBeInTheDocument();
  expect(within(drawings).getByRole('link', { name: /查看公报全文（PDF）/ })).toHaveAttribute(
    'href',
    data.documentUrl,
  );
  const download = within(drawings).getByRole('link', {
    name: `下载公报全文 ${data.publicationNumber}.pdf`,
  });
  expect(download).toHaveAttribute('href', data.documentDownloadUrl);
  expect(download).toHaveAttribute('download', `${data.publicationNumber}.pdf`);
});

it('opens a drawing in the viewer: signs beside it, zoom, arrow keys, Escape back to it', async () => {
  renderApp('/gxq/patent/detail?id=pat-000001');
  const drawings = await section();
  const opener = await within(drawings).findByRole('button', { name: '查看图1 整体结构示意图' });
  opener.focus();
  fireEvent.click(opener);
  const viewer = await screen.findByRole(
    'dialog',
    { name: /图1 整体结构示意图/ },
    { timeout: 30_000 },
  );
  expect(within(viewer).getByRole('heading', { level: 2 })).toHaveTextContent(
    '图1 整体结构示意图（1 / 2）',
  );
  expect(within(viewer).getByRole('button', { name: '关闭' })).toHaveFocus();
  const signs = within(viewer).getByRole('complementary', { name: '图1的附图标记' });
  expect(
    within(signs)
      .getAllByRole('term')
      .map((t) => t.textContent),
  ).toEqual(['1', '2', '3', '4', '5']);
  expect(
    within(signs)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(answered().figures[0].signs.map((s) => s.name));
  expect(within(viewer).getByRole('button', { name: '上一幅' })).toBeDisabled();

  fireEvent.click(within(viewer).getByRole('button', { name: '放大' }));
  expect(within(viewer).getByText('150%')).toBeInTheDocument();
  fireEvent.keyDown(viewer, { key: '0' });
  expect(within(viewer).getByText('100%')).toBeInTheDocument();

  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect(within(viewer).getByRole('heading', { level: 2 })).toHaveTextContent(
    '图2 局部放大示意图（2 / 2）',
  );
  expect(within(viewer).getByRole('img', { name: '图2 局部放大示意图' })).toHaveAttribute(
    'src',
    answered().figures[1].url,
  );
  expect(within(viewer).getByRole('button', { name: '下一幅' })).toBeDisabled();
  // Tab from the last control comes round to the first (下一幅 is disabled here, 还原 too).
  within(viewer).getByRole('button', { name: '放大' }).focus();
  fireEvent.keyDown(viewer, { key: 'Tab' });
  expect(within(viewer).getByRole('button', { name: '关闭' })).toHaveFocus();
  fireEvent.keyDown(viewer, { key: 'Tab', shiftKey: true });
  expect(within(viewer).getByRole('button', { name: '放大' })).toHaveFocus();

  fireEvent.keyDown(viewer, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(opener).toHaveFocus();
});

it('says when a drawing fails and loads it again on 重试', async () => {
  renderApp('/gxq/patent/detail?id=pat-000001');
  const drawings = await section();
  const list = await within(drawings).findByRole('list', { name: '说明书附图' });
  fireEvent.error(within(list).getAllByRole('img')[1]);
  expect(await within(list).findByRole('alert')).toHaveTextContent('图2加载失败');
  fireEvent.click(within(list).getByRole('button', { name: '重试加载图2' }));
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['图1 整体结构示意图', '图2 局部放大示意图']);
});

it('says when the drawings do not load, with a retry', async () => {
  answerWith(DRAWINGS, 500, { success: false, errorMessage: '服务繁忙' });
  renderApp('/gxq/patent/detail?id=pat-000006');
  expect(await screen.findByText(/^附图加载失败/, {}, { timeout: 30_000 })).toBeInTheDocument();
  answerWith();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^重\s?试$/ })));
  const drawings = await section();
  const list = await within(drawings).findByRole('list', { name: '说明书附图' });
  // A method: its flow chart and the curve of its results.
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['图1 方法流程示意图', '图2 检测结果曲线图']);
});

it('shows a design drawn in its perspective view alone as that one view', async () => {
  renderApp('/gxq/patent/detail?id=pat-000064');
  const drawings = await section();
  const list = await within(drawings).findByRole('list', { name: '外观设计视图' });
  expect(answered().figures.map((f) => f.label)).toEqual(['立体图']);
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['立体图']);
  expect(
    within(drawings).getByText('本外观设计仅以一幅视图表示，未提交其他视图。'),
  ).toBeInTheDocument();
  // The abstract names it as the picture that best shows the design.
  expect(
    within(document.getElementById('abstract')!).getByRole('button', {
      name: '查看摘要附图：立体图',
    }),
  ).toBeInTheDocument();
});
