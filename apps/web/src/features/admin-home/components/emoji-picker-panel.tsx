import EmojiPicker, { EmojiStyle, SuggestionMode, Theme } from 'emoji-picker-react';
import { useId, useState } from 'react';
import '../admin-home.css';

/** docs/product-rules.md#input-rules: the search starts at 2 characters; a single letter matches too much to help. */
const EMOJI_SEARCH_MIN = 2;

/**
 * The emoji picker itself, loaded on demand (its emoji data is a few hundred kilobytes). Native
 * emoji only: the image styles would fetch pictures from a third-party CDN. The picker's own
 * search box is replaced by ours so a search can wait for two characters; recent choices are
 * kept by the picker in localStorage (at most 14) and shown first.
 */
export default function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const searchValue = query.trim().length >= EMOJI_SEARCH_MIN ? query.trim() : '';
  return (
    <div className="emoji-panel">
      <div className="field">
        <label htmlFor={`${id}-search`}>Search emoji</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          Type at least {EMOJI_SEARCH_MIN} characters to search.
        </p>
      </div>
      <EmojiPicker
        emojiStyle={EmojiStyle.NATIVE}
        theme={Theme.AUTO}
        suggestedEmojisMode={SuggestionMode.RECENT}
        searchDisabled
        searchValue={searchValue}
        onSearchChange={setQuery}
        previewConfig={{ showPreview: false }}
        lazyLoadEmojis
        width="100%"
        height={360}
        onEmojiClick={(data) => onPick(data.emoji)}
      />
    </div>
  );
}
