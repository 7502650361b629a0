/**
 * Text as someone typed it (a unit's or a person's name, an opinion), marked as Chinese where it
 * is, so English pages say which words are not theirs (see typedLang).
 */
import { typedLang } from '#shared/lang.ts';

export function Typed({ text }: { text: string | null | undefined }) {
  return <span lang={typedLang(text)}>{text}</span>;
}

/** A message around a typed name: `message` holds '{name}' where the name goes. */
export function WithName({ message, name }: { message: string; name: string }) {
  const [before = '', after = ''] = message.split('{name}');
  return (
    <>
      {before}
      <Typed text={name} />
      {after}
    </>
  );
}
