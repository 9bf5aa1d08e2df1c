import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Neutral glyphs drawn for this shop (no third-party brand marks); 24×24 viewBox.

export function DarkModeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.4 5.4 0 0 1-9.8-3.14c0-1.81.89-3.42 2.26-4.4A9.1 9.1 0 0 0 12 3z" />
    </SvgIcon>
  );
}

export function LightModeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="4.5" />
      <path
        d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </SvgIcon>
  );
}

export function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
    </SvgIcon>
  );
}

export function CloseIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </SvgIcon>
  );
}

export function PersonIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
    </SvgIcon>
  );
}

export function CartIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1.003 1.003 0 0 0 20 4H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2" />
    </SvgIcon>
  );
}

export function StorefrontIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h16l1.5 5a3 3 0 0 1-5.25 2A3 3 0 0 1 12 12a3 3 0 0 1-4.25-1A3 3 0 0 1 2.5 9L4 4zm1 9.3V20h14v-6.7a4.9 4.9 0 0 1-2.75-.37A4.9 4.9 0 0 1 12 14a4.9 4.9 0 0 1-4.25-1.07A4.9 4.9 0 0 1 5 13.3z" />
    </SvgIcon>
  );
}

export function LanguageIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </SvgIcon>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' } as const;

export const socialIcons = {
  facebook: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M14 8h3V4.5h-3A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 1-1z" />
    </SvgIcon>
  ),
  instagram: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </SvgIcon>
  ),
  x: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M5 4l14 16M19 4 5 20" {...stroke} strokeWidth={2.2} />
    </SvgIcon>
  ),
  youtube: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M5 5.5h14a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3zm5 3.5v6l5-3-5-3z" />
    </SvgIcon>
  ),
  tiktok: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M13 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1.2V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 3 2.8V3z" />
    </SvgIcon>
  ),
  linkedin: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M4 9h3.5v11H4V9zm1.75-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10V9z" />
    </SvgIcon>
  ),
} as const;

export const paymentIcons = {
  creditcard: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm-.5 3.5v2h17v-2h-17zM5 15v1.5h5V15H5z" />
    </SvgIcon>
  ),
  paypal: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M4 7a3 3 0 0 1 3-3h11a2 2 0 0 1 2 2v2h-6a4 4 0 0 0 0 8h6v2a2 2 0 0 1-2 2H7a3 3 0 0 1-3-3V7zm10 3h8v4h-8a2 2 0 1 1 0-4z" />
    </SvgIcon>
  ),
  ideal: (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <path d="M12 2 2 7v2h20V7L12 2zM4 10.5v7h3v-7H4zm6.5 0v7h3v-7h-3zm6.5 0v7h3v-7h-3zM2 19v3h20v-3H2z" />
    </SvgIcon>
  ),
} as const;

export function ArrowDropDownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m7 10 5 5 5-5z" />
    </SvgIcon>
  );
}
