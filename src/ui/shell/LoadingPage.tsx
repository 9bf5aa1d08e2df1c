import Head from 'next/head';

/** SPEC §2: while the shop id is unknown a bare page titled Loading is shown. */
export function LoadingPage({ redirectTo }: { redirectTo?: string }) {
  return (
    <>
      <Head>
        <title>Loading</title>
        {redirectTo && <meta httpEquiv="refresh" content={`0;url=${redirectTo}`} />}
      </Head>
      <main aria-busy="true" style={{ padding: 24, fontFamily: 'Arial, sans-serif' }}>
        Loading
      </main>
    </>
  );
}
