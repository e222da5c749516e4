/** Text as written: a blank line starts a paragraph, a single line break stays a line break. */
export function Paragraphs({ text, testId }: { text: string; testId?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className="information-paragraphs" data-testid={testId}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
