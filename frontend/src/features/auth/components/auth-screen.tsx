import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'signin' | 'register';

/** Sign In and Create Account; a new account lands on Sign In with its username filled in. */
export function AuthScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const [tab, setTab] = useState<AuthTab>('signin');
  const [registeredUsername, setRegisteredUsername] = useState('');

  const onRegistered = (username: string) => {
    setRegisteredUsername(username);
    setTab('signin');
  };

  return (
    <Card className="w-full max-w-md shadow-xl shadow-black/10">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">
          {tab === 'signin' ? 'Sign in to IronKeep' : 'Create your account'}
        </h1>
        <CardDescription>
          {tab === 'signin'
            ? 'Access your dashboard, assistants and account settings.'
            : 'Set up an account to manage your private AI deployment.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-6">
            {/* Remount with the new username after registration so the field shows it. */}
            <LoginForm
              key={registeredUsername}
              defaultUsername={registeredUsername}
              onSuccess={onSignedIn}
            />
          </TabsContent>
          <TabsContent value="register" className="mt-6">
            <RegisterForm onRegistered={onRegistered} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
