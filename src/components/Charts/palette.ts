import { chartSeriesColors } from '@/theme';

/**
 * The pie's slice colours, shared by the chart (loaded lazily) and its legend (drawn at once, in
 * HTML), so a swatch matches its slice. Dark enough to tell apart on white; G2's own default
 * category palette in the same order, kept in the theme (src/theme.ts).
 */
export const SLICE_COLORS: string[] = [...chartSeriesColors];

export const sliceColor = (index: number) => SLICE_COLORS[index % SLICE_COLORS.length];
