import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import { drawingName } from './drawingText';
import styles from './Drawings.less';
import pageStyles from './index.less';
import type { PatentDrawingsState } from './usePatentDrawings';

/**
 * One drawing as a button that opens the viewer: its image (with its own loading and failed
 * states, and a retry), its name under it.
 */
export function DrawingThumb({
  figure,
  onOpen,
  note,
}: {
  figure: API.PatentDrawing;
  onOpen: () => void;
  /** Said before the name, e.g. 摘要附图. */
  note?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // A new attempt mounts a new <img>, which asks again.
  const [attempt, setAttempt] = useState(0);
  const name = drawingName(figure);
  return (
    <figure className={styles.thumb}>
      {state === 'failed' ? (
        <div
          className={styles.failed}
          style={{ aspectRatio: `${figure.width} / ${figure.height}` }}
        >
          <span role="alert">{figure.label}加载失败</span>
          <Button
            size="small"
            aria-label={`重试加载${figure.label}`}
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.frame}
          style={{ aspectRatio: `${figure.width} / ${figure.height}` }}
          onClick={onOpen}
          aria-label={`查看${note ? `${note}：` : ''}${name}`}
          aria-haspopup="dialog"
        >
          {/* Not aria-busy while it waits: a drawing below the fold loads only when scrolled to. */}
          <img
            key={attempt}
            src={figure.url}
            alt={name}
            width={figure.width}
            height={figure.height}
            loading="lazy"
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={state === 'loaded' ? undefined : styles.pending}
          />
        </button>
      )}
      <figcaption>
        {note && <span className={styles.note}>{note}</span>}
        {name}
      </figcaption>
    </figure>
  );
}

/**
 * The abstract with its drawing beside it (below it on phones), as the front page of the
 * published document shows them. Without a 摘要附图 the abstract stands alone.
 */
export function AbstractWithFigure({
  drawings,
  children,
}: {
  drawings: PatentDrawingsState;
  children: ReactNode;
}) {
  const { data, loading } = drawings;
  const number = data?.abstractFigure;
  const figure = number ? data.figures[number - 1] : undefined;
  return (
    <div className={figure || loading ? styles.abstractRow : undefined}>
      <div>{children}</div>
      {loading ? (
        <div className={styles.abstractSkeleton} aria-hidden="true" />
      ) : (
        figure && (
          <DrawingThumb figure={figure} note="摘要附图" onOpen={() => drawings.open(number! - 1)} />
        )
      )}
    </div>
  );
}

/** 附图 (a design's 外观设计图片): the published document's links, then every drawing. */
export function DrawingsSection({ drawings }: { drawings: PatentDrawingsState }) {
  const { data, loading, error, refresh, open } = drawings;
  const design = data?.kind === 'design';
  let body: ReactNode;
  if (error) body = <InlineLoadError what="附图" error={error} onRetry={refresh} />;
  else if (loading || !data) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (!data.figures.length) body = <p className={styles.empty}>本专利无附图。</p>;
  else
    body = (
      <>
        <ul className={styles.grid} aria-label={design ? '外观设计视图' : '说明书附图'}>
          {data.figures.map((figure, i) => (
            <li key={figure.number}>
              <DrawingThumb figure={figure} onOpen={() => open(i)} />
            </li>
          ))}
        </ul>
        {data.figures.length === 1 && (
          <p className={styles.empty}>
            {design ? '本外观设计仅以一幅视图表示，未提交其他视图。' : '本专利仅有一幅附图。'}
          </p>
        )}
      </>
    );
  return (
    <section id="drawings" className={pageStyles.section} aria-labelledby="drawings-title">
      <div className={styles.head}>
        <h2 id="drawings-title">{design ? '外观设计图片' : '附图'}</h2>
        {data && (
          <div className={styles.links}>
            <Button
              icon={<FilePdfOutlined />}
              href={data.documentUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              查看公报全文（PDF）
            </Button>
            <Button
              icon={<DownloadOutlined />}
              href={data.documentDownloadUrl}
              download={`${data.publicationNumber}.pdf`}
              aria-label={`下载公报全文 ${data.publicationNumber}.pdf`}
            >
              下载
            </Button>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
