(function () {
  'use strict';
  var G = window.DemoGame;
  var balanceEl = document.getElementById('balance');
  var titleEl = document.getElementById('title');
  var betEl = document.getElementById('bet');
  var spinEl = document.getElementById('spin');
  var resultEl = document.getElementById('result');
  var reels = [document.getElementById('reel1'), document.getElementById('reel2'), document.getElementById('reel3')];
  var pendingRoundId = null;

  var showError = G.showError(resultEl);

  G.loadState({ title: titleEl, balance: balanceEl, bet: betEl }).then(function () {
    spinEl.disabled = false;
  }, showError);

  spinEl.addEventListener('click', function () {
    spinEl.disabled = true;
    resultEl.className = 'result';
    resultEl.textContent = 'Spinning…';
    // Kept until the round succeeds, so a retried click settles the same round.
    pendingRoundId = pendingRoundId || G.newRoundId();
    var body = { ticket: G.ticket, roundId: pendingRoundId, bet: Number(betEl.value) };
    G.playRound(body).then(function (value) {
      pendingRoundId = null;
      var round = value.round;
      round.outcome.reels.forEach(function (symbol, i) { reels[i].textContent = symbol; });
      balanceEl.textContent = value.text.balance;
      resultEl.textContent = round.win > 0 ? 'You win ' + value.text.win : 'No win';
      resultEl.setAttribute('data-net', String(round.win - round.bet));
      G.report(round, value.balance);
    }, function (error) {
      if (error.code) pendingRoundId = null;
      showError(error);
    }).then(function () { spinEl.disabled = false; });
  });
})();
