import { Link, useModel, useSearchParams } from '@umijs/max';
import { Button, Empty, Skeleton } from 'antd';
import LinkButton from '@/components/LinkButton';
import AgencyCard from '@/components/AgencyCard';
import LeaveMessageModal from '@/components/LeaveMessageModal/Lazy';
import { useLeaveMessage } from '@/components/LeaveMessageModal/reopen';
import LoadError from '@/components/LoadError';
import PageBanner from '@/components/PageBanner';
import SectionHead from '@/components/SectionHead';
import ShareBars from '@/components/ShareBars';
import StatTiles from '@/components/StatTiles';
import usePageData from '@/hooks/usePageData';
import { findAgencies, getAgencyOverview } from '@/services/agency';
import { formatCount } from '@/utils/format';
import { dictLabel } from '@/utils/dictionaries';
import { patchParams } from '@/utils/urlState';
import { agencyFiguresNote } from './figuresNote';
import frame from '@/components/ModuleHome/index.less';
import styles from './index.less';

const AGENCY_LIST = '/gxq/service/agency/search';
/** The part-time operation service being booked; in the URL so it survives the login round trip. */
const BOOKED_PARAM = 'op';

export default function ServiceHomePage() {
  const { dicts } = useModel('dict');
  const [searchParams, setSearchParams] = useSearchParams();
  const booking = useLeaveMessage('service');
  const overview = usePageData(() => getAgencyOverview());
  const featured = usePageData(() => findAgencies({ size: 6, sort: 'patentTotal desc' }));
  const figures = overview.data;
  const booked = dicts.partTimeOperation.find(
    (item) => item.value === searchParams.get(BOOKED_PARAM),
  );

  const book = (value: string | null) => {
    setSearchParams(patchParams(searchParams, { [BOOKED_PARAM]: value }), { replace: true });
    booking.show();
  };
  const agencyCountOf = (service: string) =>
    figures?.byMainService.find((item) => item.service === service)?.count;

  return (
    <>
      <PageBanner
        title="知识产权服务"
        description="汇聚专利代理、商标代理、导航评估、运营与维权等知识产权服务机构，为创新主体提供全链条服务。"
      >
        <div className={styles.bannerActions}>
          <LinkButton to={AGENCY_LIST} type="primary" size="large">
            查找服务机构
          </LinkButton>
          <Button size="large" ghost onClick={() => book(null)}>
            在线咨询
          </Button>
        </div>
      </PageBanner>
      <div className={frame.body}>
        <StatTiles
          label="服务机构数据"
          error={overview.error}
          onRetry={overview.refresh}
          items={
            figures && [
              ['入驻服务机构', `${formatCount(figures.agencyCount)} 家`],
              ['执业专利代理师', `${formatCount(figures.agentCount)} 名`],
              ['累计代理专利（机构申报）', `${formatCount(figures.patentTotal)} 件`],
              ['其中发明专利（机构申报）', `${formatCount(figures.inventionTotal)} 件`],
            ]
          }
        />
        {figures && <p className={styles.figuresNote}>{agencyFiguresNote(figures)}</p>}

        <section>
          <SectionHead
            title="主营服务"
            note="选择服务类别，查看提供该服务的机构"
            to={AGENCY_LIST}
            more="全部机构"
          />
          {dicts.mainService.length === 0 ? (
            <Empty description="暂无服务类别" />
          ) : (
            <div className={styles.services}>
              {dicts.mainService.map((service) => {
                const count = agencyCountOf(service.value);
                return (
                  <Link
                    key={service.value}
                    to={`${AGENCY_LIST}?mainService=${encodeURIComponent(service.value)}`}
                    className={styles.service}
                  >
                    <strong>{service.label}</strong>
                    <span>{count === undefined ? '查看机构' : `${count} 家机构`}</span>
                  </Link>
                );
              })}
            </div>
          )}
        </section>

        <section>
          <SectionHead
            title="兼职运营服务"
            note="园区为企业提供的专项运营服务：提交需求后由服务专员与您对接"
          />
          {dicts.partTimeOperation.length === 0 ? (
            <Empty description="暂无运营服务" />
          ) : (
            <ul className={styles.operations}>
              {dicts.partTimeOperation.map((item) => (
                <li key={item.value}>
                  <span>{item.label}</span>
                  <Button size="small" onClick={() => book(item.value)}>
                    预约服务
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section>
          <SectionHead title="推荐服务机构" to={AGENCY_LIST} more="更多机构" />
          {featured.error ? (
            <LoadError title="推荐机构加载失败" error={featured.error} onRetry={featured.refresh} />
          ) : !featured.data ? (
            <Skeleton active />
          ) : featured.data.content.length === 0 ? (
            <Empty description="暂无服务机构" />
          ) : (
            <div className={frame.grid}>
              {featured.data.content.map((agency) => (
                <AgencyCard key={agency.id} agency={agency} fields={dicts.technicalFields} />
              ))}
            </div>
          )}
        </section>

        {figures && (
          <div className={frame.twoColumns}>
            <section>
              <SectionHead title="机构技术领域分布" />
              <ShareBars
                label="各技术领域的服务机构数"
                unit="家"
                items={figures.byField.slice(0, 8).map((item) => ({
                  label: dictLabel(dicts.technicalFields, item.field),
                  value: item.count,
                  to: `${AGENCY_LIST}?jsly=${encodeURIComponent(item.field)}`,
                }))}
              />
            </section>
            <section>
              <SectionHead title="机构地区分布" />
              <ShareBars
                label="各城市的服务机构数"
                unit="家"
                items={figures.byCity
                  .slice(0, 8)
                  .map((item) => ({ label: item.city, value: item.count }))}
              />
            </section>
          </div>
        )}
      </div>
      <LeaveMessageModal
        open={booking.open}
        onClose={booking.hide}
        targetType="service"
        targetId={booked?.value}
        targetTitle={booked?.label}
        purpose={booked ? 'booking' : 'message'}
        action={booked ? '预约服务' : '咨询知识产权服务'}
        defaultContent={booked ? undefined : '您好，我想咨询知识产权服务，请与我联系。'}
      />
    </>
  );
}
