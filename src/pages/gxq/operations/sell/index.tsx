import TradeDetail from '../components/TradeDetail';

/** /gxq/operations/sell/{id}: a patent offered for transfer or licence. */
export default function ListingPage() {
  return <TradeDetail kind="sell" />;
}
