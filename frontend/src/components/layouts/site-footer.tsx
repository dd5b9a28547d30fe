import { Mail, MapPin } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, sections } from '@/config/paths';
import { site } from '@/config/site';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';
import { Logo } from './logo';
import { InstagramIcon, LinkedInIcon } from './social-icons';

type FooterLink = { label: string } & ({ to: string } | { section: string });

const productLinks: FooterLink[] = [
  { label: 'Features', section: sections.features },
  { label: 'Use Cases', section: sections.useCases },
  { label: 'Solutions', to: paths.solutions.getHref() },
  { label: 'Enterprise', to: paths.enterprise.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
  // The local edition's pages are on no other menu; /download leads on to /local-chat.
  { label: 'IronKeep Local', to: paths.download.getHref() },
];

const companyLinks: FooterLink[] = [
  { label: 'Blog', to: paths.blog.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
  { label: 'Contact', section: sections.contact },
  { label: 'FAQ', section: sections.faq },
];

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const scrollToSection = useScrollToSection();
  const onSection = (event: MouseEvent, id: string) => {
    event.preventDefault();
    scrollToSection(id);
  };
  return (
    <div>
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            ) : (
              <a
                href={`/#${link.section}`}
                data-smooth-scroll=""
                className={linkClass}
                onClick={(e) => onSection(e, link.section)}
              >
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="flex size-9 items-center justify-center rounded-md border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
    >
      {children}
    </a>
  );
}

/**
 * Spec §2: the footer also carries the anchor id "contact". Pages with their own contact section
 * (the home page's, say) own that id instead, so an id never appears twice: see SiteLayout.
 */
export function SiteFooter({ isContactAnchor }: { isContactAnchor: boolean }) {
  return (
    <footer id={isContactAnchor ? sections.contact : undefined} className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="col-span-2 grid content-start gap-4">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{site.tagline}</p>
          <a href={`mailto:${site.salesEmail}`} className={`flex items-center gap-2 ${linkClass}`}>
            <Mail className="size-4" aria-hidden="true" />
            {site.salesEmail}
          </a>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {site.location}
          </p>
        </div>
        <FooterColumn title="Products" links={productLinks} />
        <FooterColumn title="Company" links={companyLinks} />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <hr className="border-border" />
        <div className="flex flex-col-reverse items-center justify-between gap-4 py-6 sm:flex-row">
          <p className="text-xs text-muted-foreground">
            © {site.copyrightYear} {site.title}. All rights reserved.
          </p>
          <div className="flex gap-2">
            <SocialLink href={site.social.linkedin} label="IronKeep on LinkedIn">
              <LinkedInIcon className="size-4" />
            </SocialLink>
            <SocialLink href={site.social.instagram} label="IronKeep on Instagram">
              <InstagramIcon className="size-4" />
            </SocialLink>
          </div>
        </div>
      </div>
    </footer>
  );
}
