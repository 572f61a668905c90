import TradeDetail from '../components/TradeDetail';

/** /gxq/operations/buy/{id}: a buy demand, with the listings, experts and agencies that meet it. */
export default function DemandPage() {
  return <TradeDetail kind="buy" />;
}
