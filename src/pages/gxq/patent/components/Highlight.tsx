import { splitHighlights } from './splitHighlights';

/** Text with the search terms marked; React escapes the text, so no HTML from the data is interpreted. */
export default function Highlight({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {splitHighlights(text, terms).map((part, index) =>
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
