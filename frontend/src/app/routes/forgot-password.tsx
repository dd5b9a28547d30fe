import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { resetTokenFrom } from '@/features/auth/api/password-reset';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export default function ForgotPasswordRoute() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  // Kept once read, and taken out of the address bar (history, screenshots, shoulder-surfers).
  // A link pasted into an open /forgot-password tab changes only the fragment: read it then too.
  const fromLink = resetTokenFrom(hash);
  const [token, setToken] = useState(fromLink);
  if (fromLink && fromLink !== token) setToken(fromLink);
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16 sm:px-6 lg:py-24">
      <PageMeta title={token ? 'Choose a New Password' : 'Forgot Password'} noindex />
      <ForgotPasswordScreen key={token ?? 'request'} token={token} />
    </div>
  );
}
