import { colorPrimary, portalColors } from '@/theme';

// The three dimension scores as a radar drawn in SVG. The chart library (G2, ~450 KB of gzipped
// JavaScript) would load with the first screen here, where this chart sits; a fixed polygon of
// three or four axes needs none of it, and its box never changes size. Each axis is named in two
// short lines (name, then score) and the radius leaves room for them: at 375 px the drawing is
// scaled to the card's ~295 px, and a label beyond the view box would be cut off.
const SIZE = { width: 320, height: 280 };
const CENTER = { x: SIZE.width / 2, y: SIZE.height / 2 + 4 };
const RADIUS = 84;
const LINE = 16;
const RINGS = [0.25, 0.5, 0.75, 1];

/** The point at `fraction` of the radius on axis `index` of `count`, the first axis straight up. */
function point(index: number, count: number, fraction: number) {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return {
    x: CENTER.x + Math.cos(angle) * RADIUS * fraction,
    y: CENTER.y + Math.sin(angle) * RADIUS * fraction,
  };
}

const polygon = (points: { x: number; y: number }[]) =>
  points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

export default function ScoreRadar({
  data,
  max = 100,
}: {
  data: { label: string; value: number }[];
  max?: number;
}) {
  const count = data.length;
  if (count < 3) return null;
  const values = data.map((item, index) =>
    point(index, count, Math.min(1, Math.max(0, item.value / max))),
  );
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        width="100%"
        height={SIZE.height}
        role="img"
        aria-label={`雷达图：${data.map((item) => `${item.label} ${item.value.toFixed(1)} 分`).join('，')}`}
      >
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={polygon(data.map((_, index) => point(index, count, ring)))}
            fill="none"
            stroke={portalColors.slate200}
          />
        ))}
        {data.map((item, index) => {
          const end = point(index, count, 1);
          return (
            <line
              key={item.label}
              x1={CENTER.x}
              y1={CENTER.y}
              x2={end.x}
              y2={end.y}
              stroke={portalColors.slate200}
            />
          );
        })}
        <polygon
          points={polygon(values)}
          fill={colorPrimary}
          fillOpacity={0.25}
          stroke={colorPrimary}
          strokeWidth={2}
        />
        {values.map((value, index) => (
          <circle key={data[index].label} cx={value.x} cy={value.y} r={3.5} fill={colorPrimary} />
        ))}
        {data.map((item, index) => {
          const at = point(index, count, 1.2);
          const anchor =
            Math.abs(at.x - CENTER.x) < 1 ? 'middle' : at.x > CENTER.x ? 'start' : 'end';
          // Labels above the centre grow upwards, the others downwards, away from the polygon.
          const top = at.y < CENTER.y - 1 ? at.y - LINE : at.y;
          return (
            <text
              key={item.label}
              x={at.x}
              y={top}
              textAnchor={anchor}
              dominantBaseline="middle"
              fontSize={13}
              fill={portalColors.slate800}
            >
              <tspan x={at.x}>{item.label}</tspan>
              <tspan x={at.x} dy={LINE} fontWeight={600}>
                {item.value.toFixed(1)}
              </tspan>
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
