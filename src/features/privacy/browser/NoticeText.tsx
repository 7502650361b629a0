/** The notice's plain text as paragraphs (an empty line apart); never markup from the server. */
export function NoticeText({ text, lang }: { text: string; lang?: string }) {
  return (
    <div lang={lang} className="space-y-4 leading-relaxed text-gray-800">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          // Paragraphs of one version never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
