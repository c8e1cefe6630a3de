import { linkify } from '../lib/linkify';

/**
 * A mail's plain-text body as text, its web links as anchors (so a sign-in or reset link can
 * be followed without SMTP). Never rendered as HTML: React escapes every text part.
 */
export function MailBody({ text }: { text: string }) {
  return (
    <div className="font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand underline underline-offset-2 hover:text-brand-hover"
          >
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
