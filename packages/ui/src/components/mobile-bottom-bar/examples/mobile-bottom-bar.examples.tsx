import type { ReactNode } from 'react';

/** Sample data shared by the bottom bar's stories and tests. */

/** The chat link of a shop without a chat widget: its Messenger page. */
export const SAMPLE_CHAT_HREF = 'https://m.me/unealta.md';

/** A phone page behind the bar: content with the bottom padding the bar needs. */
export function PhonePage({ children }: { children?: ReactNode }): ReactNode {
  return (
    <div className="min-h-screen bg-surface-muted pb-16 bp768:pb-0">
      <div className="space-y-3 p-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-28 rounded-md bg-white shadow-sm" />
        ))}
      </div>
      {children}
    </div>
  );
}
