/**
 * A JUnit report as CI tools write it, for the benches: one suite per 500 tests, classnames like a Java code base,
 * 5 % failures with a stack trace, 3 % skipped. `name(i)` names the i-th testcase (a `C_n` in it matches a case).
 */
export function junitReport(cases: number, name: (i: number) => string = (i) => `C_${i} checks step ${i}`): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n'];
  for (let i = 1; i <= cases; i++) {
    const suite = `com.shop.bench.Suite${Math.ceil(i / 500)}Test`;
    if (i % 500 === 1) parts.push(`  <testsuite name="${suite}" tests="500">\n`);
    const time = ((i % 97) / 100).toFixed(3);
    if (i % 20 === 0) {
      parts.push(
        `    <testcase classname="${suite}" name="${name(i)}" time="${time}">
      <failure message="expected: &lt;${i}&gt; but was: &lt;${i + 1}&gt;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: <${i}> but was: <${i + 1}>
	at ${suite}.check(BenchTest.java:${i % 300})
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)]]></failure>
      <system-out><![CDATA[checking ${i}\n]]></system-out>
    </testcase>\n`,
      );
    } else if (i % 33 === 0) {
      parts.push(`    <testcase classname="com.shop.bench.Bench" name="${name(i)}" time="0"><skipped/></testcase>\n`);
    } else {
      parts.push(`    <testcase classname="com.shop.bench.Bench" name="${name(i)}" time="${time}"/>\n`);
    }
    if (i % 500 === 0 || i === cases) parts.push('  </testsuite>\n');
  }
  parts.push('</testsuites>\n');
  return parts.join('');
}
