import { fireEvent, render, screen } from '@testing-library/react';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import { PHONE_QUERY } from '@/hooks/useMediaQuery';

const desktopMatchMedia = window.matchMedia;

/** The window as a phone: the drawer's media query matches. */
function asPhone() {
  window.matchMedia = ((query: string) => ({
    ...desktopMatchMedia(query),
    matches: query === PHONE_QUERY,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

function renderDrawer(count: number, onClear = jest.fn()) {
  render(
    <FilterDrawer count={count} onClear={onClear} className="bar" extra={<span>排序</span>}>
      {(inDrawer) => (
        <label>
          类型{inDrawer ? '（抽屉）' : ''}
          <input type="checkbox" />
        </label>
      )}
    </FilterDrawer>,
  );
  return onClear;
}

describe('FilterDrawer', () => {
  it('on a desktop renders the controls inline, in the bar, with no 筛选 button', () => {
    renderDrawer(2);
    expect(screen.getByRole('checkbox', { name: '类型' })).toBeVisible();
    expect(screen.getByText('排序')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /筛选/ })).toBeNull();
  });

  it('on a phone puts them behind 筛选 (n), named with the count', () => {
    asPhone();
    renderDrawer(2);
    const button = screen.getByRole('button', { name: '筛选，已选 2 项' });
    expect(button).toHaveTextContent('筛选 (2)');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The sort stays in sight beside the button.
    expect(screen.getByText('排序')).toBeVisible();
  });

  it('says just 筛选 when nothing is chosen, with 清除 disabled', () => {
    asPhone();
    renderDrawer(0);
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('button', { name: '清除' })).toBeDisabled();
  });

  it('opens a labelled modal sheet with the controls, focus inside; Escape returns focus', () => {
    asPhone();
    const onClear = renderDrawer(1);
    const button = screen.getByRole('button', { name: '筛选，已选 1 项' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: '筛选' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('checkbox', { name: '类型（抽屉）' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onClear).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it('closes with 查看结果 and with a click on its backdrop', () => {
    asPhone();
    renderDrawer(1);
    const button = screen.getByRole('button', { name: '筛选，已选 1 项' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: '查看结果' }));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    // A click inside the sheet keeps it open; one on the dialog itself (its backdrop) closes it.
    fireEvent.click(screen.getByRole('checkbox'));
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });
});
