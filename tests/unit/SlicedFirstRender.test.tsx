import { render, screen } from '@testing-library/react';
import { useModel } from '@umijs/max';
import SlicedFirstRender from '@/components/SlicedFirstRender';

jest.mock('@umijs/max', () => ({ useModel: jest.fn() }));

// Only `loading` of the initial-state model matters here.
const lookup = (loading: boolean) => jest.mocked(useModel).mockReturnValue({ loading } as never);

const app = () => (
  <SlicedFirstRender>
    <h1>专利检索</h1>
  </SlicedFirstRender>
);

describe('SlicedFirstRender', () => {
  it('keeps the empty placeholder while the first user lookup runs', () => {
    lookup(true);
    const { container } = render(app());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.innerHTML).toBe('<div></div>');
  });

  it('mounts the page once the lookup has answered', async () => {
    lookup(true);
    const { rerender } = render(app());
    lookup(false);
    rerender(app());
    expect(await screen.findByRole('heading', { name: '专利检索' })).toBeInTheDocument();
  });

  it('never hides the page again when a later lookup runs (after login, a profile change)', async () => {
    lookup(false);
    const { rerender } = render(app());
    await screen.findByRole('heading', { name: '专利检索' });
    lookup(true);
    rerender(app());
    expect(screen.getByRole('heading', { name: '专利检索' })).toBeInTheDocument();
  });
});
