import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberSigninDocument, MemberSigninPageDocument, type MemberSigninPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton, useToast } from '@mall/ui';
import { SignInCalendar } from '../components/SignInCalendar/SignInCalendar';
import { chinaDateParts, nowSeconds } from '../lib/format';
import { Deferred, PageCard, load, useMutation } from '@mall/page-kit';

/** /member/signin: rules, today's state and this month's sign-ins (from the SIGNIN point records). */
export function loader({ request }: LoaderFunctionArgs) {
  return { signin: load(MemberSigninPageDocument, {}, request) };
}

/** Days of the given month (China time) that have a sign-in record. */
export function signedDaysOf(records: readonly { createTime: number }[], year: number, month: number): number[] {
  return records
    .map((r) => chinaDateParts(r.createTime))
    .filter((p) => p.year === year && p.month === month)
    .map((p) => p.day);
}

export function Component() {
  const { signin } = useLoaderData() as { signin: Promise<MemberSigninPageQuery> };
  const toast = useToast();
  const { run, pending, error } = useMutation();
  const today = chinaDateParts(nowSeconds());
  const signIn = async () => {
    const done = await run(MemberSigninDocument, {});
    if (done) toast.show(m['member.signin.signedToast']({ point: done.signin.point }), 'success');
  };
  return (
    <PageCard titleKey="signin">
      <Deferred resolve={signin} fallback={<Skeleton lines={10} />}>
        {(data) => (
          <SignInCalendar
            year={today.year}
            month={today.month}
            today={today.day}
            signedDays={signedDaysOf(data.accountRecords.list, today.year, today.month)}
            signedToday={data.signinState.signed}
            streak={data.signinState.days}
            nextPoint={data.signinState.nextPoint}
            totalPoint={data.account.point}
            rules={data.signinConfig.rules}
            cycle={data.signinConfig.cycle}
            isOpen={data.signinConfig.isOpen}
            onSignIn={() => void signIn()}
            signing={pending}
            error={error}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
