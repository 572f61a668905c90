/**
 * GET params of a list call. `queryData` travels as one JSON string, the form the backend parses,
 * and empty filters are dropped so shared URLs and cache keys stay short.
 */
export function toListParams<Q extends object>(
  query: API.PageQuery<Q> = {},
): Record<string, unknown> {
  const { queryData, ...rest } = query;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '') params[key] = value;
  }
  if (queryData) {
    const filters = Object.fromEntries(
      Object.entries(queryData).filter(
        ([, value]) =>
          value !== undefined &&
          value !== null &&
          value !== '' &&
          !(Array.isArray(value) && value.length === 0),
      ),
    );
    if (Object.keys(filters).length > 0) params.queryData = JSON.stringify(filters);
  }
  return params;
}
