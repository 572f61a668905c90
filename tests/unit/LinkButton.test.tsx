import { fireEvent, render, screen } from '@testing-library/react';
import { createHistory } from '@umijs/max';
import LinkButton from '@/components/LinkButton';

describe('LinkButton', () => {
  let memory: ReturnType<typeof createHistory>;
  beforeEach(() => {
    memory = createHistory({ type: 'memory', initialEntries: ['/gxq/index'] });
  });

  it('is a single link to the app path under the base, not a button inside a link', () => {
    render(
      <LinkButton to="/gxq/operations/apply/sell" type="primary">
        发布出让
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: '发布出让' });
    expect(link).toHaveAttribute('href', '/ipr-front/gxq/operations/apply/sell');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('navigates inside the app on a plain click', () => {
    render(<LinkButton to="/gxq/operations/list">去交易大厅</LinkButton>);
    const link = screen.getByRole('link', { name: '去交易大厅' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(memory.location.pathname).toBe('/gxq/operations/list');
  });

  it('leaves a ctrl- or shift-click to the browser (a new tab or window)', () => {
    render(<LinkButton to="/gxq/operations/list">去交易大厅</LinkButton>);
    const link = screen.getByRole('link', { name: '去交易大厅' });
    for (const modifier of [{ ctrlKey: true }, { shiftKey: true }, { metaKey: true }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      fireEvent(link, click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(memory.location.pathname).toBe('/gxq/index');
  });
});
