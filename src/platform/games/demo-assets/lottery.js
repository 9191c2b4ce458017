(function () {
  'use strict';
  var G = window.DemoGame;
  var balanceEl = document.getElementById('balance');
  var titleEl = document.getElementById('title');
  var betEl = document.getElementById('bet');
  var drawEl = document.getElementById('draw');
  var drawnEl = document.getElementById('drawn');
  var resultEl = document.getElementById('result');
  var digitsEl = document.getElementById('digits');
  var pick = null;
  var pendingRoundId = null;

  for (var d = 0; d <= 9; d++) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = String(d);
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-label', 'Pick ' + d);
    button.addEventListener('click', function (event) {
      pick = Number(event.currentTarget.textContent);
      Array.prototype.forEach.call(digitsEl.children, function (b) { b.setAttribute('aria-pressed', String(b === event.currentTarget)); });
      drawEl.disabled = false;
    });
    digitsEl.appendChild(button);
  }

  var showError = G.showError(resultEl);

  G.loadState({ title: titleEl, balance: balanceEl, bet: betEl }).catch(showError);

  drawEl.addEventListener('click', function () {
    if (pick === null) return;
    drawEl.disabled = true;
    resultEl.className = 'result';
    resultEl.textContent = 'Drawing…';
    pendingRoundId = pendingRoundId || G.newRoundId();
    G.playRound({ ticket: G.ticket, roundId: pendingRoundId, bet: Number(betEl.value), pick: pick }).then(function (value) {
      pendingRoundId = null;
      var round = value.round;
      drawnEl.textContent = String(round.outcome.drawn);
      balanceEl.textContent = value.text.balance;
      resultEl.textContent = round.win > 0 ? 'You win ' + value.text.win : 'No win';
      resultEl.setAttribute('data-net', String(round.win - round.bet));
      G.report(round, value.balance);
    }, function (error) {
      if (error.code) pendingRoundId = null;
      showError(error);
    }).then(function () { drawEl.disabled = false; });
  });
})();
