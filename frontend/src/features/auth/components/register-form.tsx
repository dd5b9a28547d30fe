import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { registerInputSchema, useRegister, type RegisterInput } from '../api/register';

type RegisterFormProps = { onRegistered: (username: string) => void };

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const registration = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: RegisterInput) =>
    registration.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Account Created!',
          description: 'Your account has been created successfully. Please sign in.',
        });
        onRegistered(values.username);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Registration Failed',
          description: getServerMessage(error, 'Failed to create account. Please try again.'),
        }),
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate>
      <FormField
        id="register-username"
        label="Username"
        error={errors.username?.message}
        hint="3 to 50 characters."
      >
        <Input
          {...fieldAria('register-username', errors.username?.message)}
          autoComplete="username"
          maxLength={50}
          {...form.register('username')}
        />
      </FormField>
      <FormField
        id="register-email"
        label={
          <>
            Email <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.email?.message}
      >
        <Input
          {...fieldAria('register-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint="8 to 100 characters."
      >
        <Input
          {...fieldAria('register-password', errors.password?.message)}
          type="password"
          autoComplete="new-password"
          maxLength={100}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={registration.isPending}>
        {registration.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
