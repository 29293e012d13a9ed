// A vitest reporter: writes test-results/retried.json, the tests that passed only on their second try (the browser
// projects retry once, test/vitest.config.ts), so that test/run.mjs names them in its summary instead of hiding them.
import fs from 'node:fs';
import path from 'node:path';

export default class RetriedReporter {
  retried = [];

  onInit(vitest) {
    this.file = path.join(vitest.config.root, 'test-results', 'retried.json');
    fs.rmSync(this.file, { force: true });
  }

  onTestCaseResult(test) {
    if ((test.diagnostic()?.retryCount ?? 0) > 0 && test.result().state === 'passed') {
      this.retried.push(`${test.module.relativeModuleId} > ${test.fullName}`);
    }
  }

  onTestRunEnd() {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.retried, null, 2));
  }
}
