/**
 * The pie's slice colours, shared by the chart (loaded lazily) and its legend (drawn at once, in
 * HTML), so a swatch matches its slice. Dark enough to tell apart on white; G2's own default
 * category palette in the same order.
 */
export const SLICE_COLORS = [
  '#1783FF',
  '#00C9C9',
  '#F0884D',
  '#D580FF',
  '#7863FF',
  '#60C42D',
  '#BD8F24',
  '#FF80CA',
  '#2491B3',
  '#17C76F',
];

export const sliceColor = (index: number) => SLICE_COLORS[index % SLICE_COLORS.length];
