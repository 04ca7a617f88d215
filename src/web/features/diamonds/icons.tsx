/** Line icons of the diamond search, drawn like the header's (1.2 px strokes, currentColor). */

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.1rem]" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.3">
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" strokeLinejoin="round" />
    </svg>
  );
}

export function SpinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.1rem]" fill="none" stroke="currentColor" strokeWidth="1.3">
      <ellipse cx="12" cy="12" rx="9" ry="3.6" />
      <path d="M16.5 7.6 19 8.6l-.6 2.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 5v14" strokeDasharray="1.6 1.8" />
    </svg>
  );
}

export function EnlargeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.1rem]" fill="none" stroke="currentColor" strokeWidth="1.3">
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5M10.5 8v5M8 10.5h5" strokeLinecap="round" />
    </svg>
  );
}

export function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.2">
      <path d="M3 5h14M3 10h14M3 15h14" />
      <circle cx="7" cy="5" r="1.6" fill="white" />
      <circle cx="13" cy="10" r="1.6" fill="white" />
      <circle cx="9" cy="15" r="1.6" fill="white" />
    </svg>
  );
}

export function GridIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.2">
      <rect x="3" y="3" width="5.5" height="5.5" />
      <rect x="11.5" y="3" width="5.5" height="5.5" />
      <rect x="3" y="11.5" width="5.5" height="5.5" />
      <rect x="11.5" y="11.5" width="5.5" height="5.5" />
    </svg>
  );
}

export function TableIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.2">
      <path d="M3 4.5h14M3 10h14M3 15.5h14" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.3">
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </svg>
  );
}
