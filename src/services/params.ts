/**
 * A call's query as it goes on the wire. `queryData` travels as one JSON string, the form the
 * backend parses (the contract declares it as a JSON-content parameter), and empty values are
 * dropped so shared URLs and cache keys stay short.
 */
export function toListParams(query: object = {}): Record<string, unknown> {
  const { queryData, ...rest } = query as { queryData?: Record<string, unknown> };
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
