import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import AgencyName from '@/pages/gxq/patent/detail/AgencyName';

/** Inside the portal's router, under its base. */
const render = (element: ReactElement) =>
  renderBare(
    <MemoryRouter basename="/ipr-front" initialEntries={['/ipr-front/gxq/patent/detail']}>
      {element}
    </MemoryRouter>,
  );

const AGENCY = {
  agencyName: '北京集佳知识产权代理有限公司',
  agencyCreditCode: '91110108700245012X',
};

describe("a patent's agency", () => {
  it('links to the agency page while it is listed', () => {
    render(<AgencyName patent={{ ...AGENCY, agencyStatus: 'listed' }} />);
    expect(screen.getByRole('link', { name: AGENCY.agencyName })).toHaveAttribute(
      'href',
      `/ipr-front/gxq/service/agency/result/91110108700245012X/${encodeURIComponent(AGENCY.agencyName)}`,
    );
  });

  it('is its name with 已停用, not a link, once disabled', () => {
    const { container } = render(<AgencyName patent={{ ...AGENCY, agencyStatus: 'disabled' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent(`${AGENCY.agencyName}已停用`);
  });

  it('is its name alone when it is not in the directory or has no credit code', () => {
    for (const patent of [
      { ...AGENCY, agencyStatus: 'unlisted' as const },
      { agencyName: AGENCY.agencyName },
    ]) {
      const { container, unmount } = render(<AgencyName patent={patent} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(container).toHaveTextContent(new RegExp(`^${AGENCY.agencyName}$`));
      unmount();
    }
  });
});
