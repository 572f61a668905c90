/** The portal page of a listing (/gxq/operations/sell/{id}) or a buy demand (/gxq/operations/buy/{id}). */
export function tradePath(item: Pick<API.IpcTransaction, 'id' | 'kind'>): string {
  return `/gxq/operations/${item.kind === 'buy' ? 'buy' : 'sell'}/${encodeURIComponent(item.id)}`;
}
