import type { ReactNode } from 'react';

/** Sample data shared by the bottom bar's stories and tests. */

/** The chat link of a shop without a chat widget: its Messenger page. */
export const SAMPLE_CHAT_HREF = 'https://m.me/unealta.md';

/** A phone page behind the bar: content with the bottom padding the bar needs. */
export function PhonePage({ children }: { children?: ReactNode }): ReactNode {
  return (
    <div className="shop:min-h-screen shop:bg-surface-muted shop:pb-16 shop:bp768:pb-0">
      <div className="shop:space-y-3 shop:p-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="shop:h-28 shop:rounded-md shop:bg-white shop:shadow-sm" />
        ))}
      </div>
      {children}
    </div>
  );
}
