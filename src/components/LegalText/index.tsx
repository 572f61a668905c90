import { LEGAL_DOCUMENTS, type LegalDocKey } from './texts';
import styles from './index.less';

/** The sections of a legal document; the page or dialog around it gives the title. */
export default function LegalText({
  doc,
  headingLevel = 2,
}: {
  doc: LegalDocKey;
  headingLevel?: 2 | 3;
}) {
  const document = LEGAL_DOCUMENTS[doc];
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.text}>
      <p className={styles.updated}>更新日期：{document.updated}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Heading className={styles.heading}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
